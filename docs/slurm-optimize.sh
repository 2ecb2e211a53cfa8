#!/bin/bash
# A manabase search (simrun optimize) split across a Slurm array, step by step. Run it where
# sbatch runs (a login node), with the results folder on a file system every node sees:
#   N=16 DECK=my-deck.txt OUT=results/opt ARGS='--lands 22-26 --fill Opt --budget 100M' bash docs/slurm-optimize.sh
# Each step is an array of N tasks: task I replays the search from the games merged so far and
# plays its share (game indices i % N == I) of the first round that needs games, then stops;
# the step's folders are merged, and the next step goes on from the merge. The search ends on
# the step whose replay needs no game: every task writes the result, the search on one machine's.
# A step stopped half way (a preemption) is run again whole: a task starts from the merge.
set -euo pipefail
N=${N:-16}
DECK=${DECK:-my-deck.txt}
OUT=${OUT:-results/opt}
ARGS=${ARGS:---budget 100M}
mkdir -p "$OUT"
step=0
until [ -f "$OUT/shard-0/winner.txt" ]; do
  step=$((step + 1))
  from=""
  if [ -d "$OUT/merged" ]; then from="--from $OUT/merged"; fi
  # SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT pick each task's shard.
  sbatch --wait --job-name="goldfish-opt-$step" --array="0-$((N - 1))" --cpus-per-task="${CPUS:-8}" --time="${TIME:-02:00:00}" \
    --wrap "simrun optimize --quiet $ARGS $from --force --out $OUT/shard-\$SLURM_ARRAY_TASK_ID $DECK"
  if [ ! -f "$OUT/shard-0/winner.txt" ]; then
    simrun merge --force --out "$OUT/merged" "$OUT"/shard-*
  fi
done
echo "search done in $step steps: $OUT/shard-0 (winner.txt, variants.arrow)"
