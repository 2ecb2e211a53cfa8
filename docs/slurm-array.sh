#!/bin/bash
#SBATCH --job-name=goldfish
#SBATCH --array=0-15
#SBATCH --cpus-per-task=8
#SBATCH --time=02:00:00
# Each task plays 1/16 of the games; SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT pick its shard.
# --resume: a task requeued after a preemption goes on from its partial result (or starts).
# GAMES, DECK and OUT can come from the environment sbatch passes on (bash .ci/slurm.sh sets them).
set -euo pipefail
simrun run --games "${GAMES:-1G}" --quiet --resume --out "${OUT:-results/big}/shard-$SLURM_ARRAY_TASK_ID" "${DECK:-my-deck.txt}"
# when all are done:  simrun merge --out results/big/merged results/big/shard-*
