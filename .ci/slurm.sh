#!/usr/bin/env bash
# The README's Slurm array on a real Slurm: a one-node cluster on this
# machine (munged, slurmctld and slurmd from Debian's munge and slurm-wlm),
# docs/slurm-array.sh submitted through sbatch as it is written, the shards
# merged with simrun merge, and the merge checked against a single-machine
# run of the same configuration, table by table. CI runs it from .ci/run; a
# user runs it the same way, as root on Debian or Ubuntu:
#
#   sudo bash .ci/slurm.sh                  # GAMES=40k DECK=decks/examples/mono-red.txt
#   sudo GAMES=1M DECK=my-deck.txt bash .ci/slurm.sh
#
# The cluster is private to the run: its own munge key and socket, its own
# ports, its configuration, state and logs in a temporary folder (kept, and
# printed, at the end). It stops the daemons it started, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
GAMES=${GAMES:-40k}
DECK=${DECK:-decks/examples/mono-red.txt}
WAIT=${WAIT:-600} # seconds the array may take

bash .ci/apt.sh slurm-wlm munge

work=$(mktemp -d "${TMPDIR:-/tmp}/goldfish-slurm.XXXXXX")
chmod 700 "$work"
mkdir -p "$work/bin" "$work/munge" "$work/ctld" "$work/spool" "$work/logs" "$work/out"
echo "== slurm: working in $work"

pids=()
munge_started=0
stop() {
  status=$?
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  if [ "$munge_started" = 1 ]; then
    munged --stop --socket="$work/munge/socket" >/dev/null 2>&1 || true
  fi
  if [ "$status" != 0 ]; then
    echo "== slurm: FAILED (exit $status); the logs:" >&2
    for f in "$work"/logs/*; do
      [ -f "$f" ] || continue
      echo "--- $f" >&2
      tail -n 30 "$f" >&2
    done
  fi
  echo "== slurm: daemons stopped; configuration, logs and results kept in $work"
}
trap stop EXIT

go build -o "$work/bin/simrun" ./cmd/simrun
export PATH="$work/bin:$PATH"

# A port nobody listens on, from a range clear of the usual services.
free_port() {
  local p
  for _ in $(seq 200); do
    p=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return
    fi
  done
  echo "no free port" >&2
  return 1
}
ctld_port=$(free_port)
d_port=$(free_port)
while [ "$d_port" = "$ctld_port" ]; do d_port=$(free_port); done

# munge: a key of our own (1 KiB of random bytes), its own socket.
head -c 1024 /dev/urandom >"$work/munge/key"
chmod 400 "$work/munge/key"
munged --force --key-file="$work/munge/key" --socket="$work/munge/socket" \
  --pid-file="$work/munge/pid" --log-file="$work/logs/munged.log" --seed-file="$work/munge/seed"
munge_started=1
munge -n --socket="$work/munge/socket" | unmunge --socket="$work/munge/socket" >/dev/null
echo "== slurm: munged up (socket $work/munge/socket)"

node=goldfish-ci
# 16 CPUs on the node whatever the machine has (config_overrides): the
# script asks 8 a task, so two tasks run at a time.
cat >"$work/slurm.conf" <<CONF
ClusterName=goldfish-ci
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/socket
StateSaveLocation=$work/ctld
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/ctld/slurmctld.pid
SlurmdPidFile=$work/spool/slurmd.pid
SlurmctldLogFile=$work/logs/slurmctld.log
SlurmdLogFile=$work/logs/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 NodeHostname=localhost CPUs=16 State=UNKNOWN
PartitionName=ci Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"

slurmctld -D -i -f "$SLURM_CONF" >"$work/logs/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N "$node" -f "$SLURM_CONF" >"$work/logs/slurmd.out" 2>&1 &
pids+=($!)

# Wait for the node to be idle.
for i in $(seq 60); do
  state=$(sinfo -h -n "$node" -o %T 2>/dev/null || true)
  [ "$state" = idle ] && break
  if [ "$i" = 60 ]; then
    echo "the node is not idle after 60 s (state: ${state:-none})" >&2
    exit 1
  fi
  sleep 1
done
echo "== slurm: one-node cluster up ($(sinfo -h -o '%P %D node, %c CPUs, %T'); slurmctld port $ctld_port, slurmd port $d_port)"

# The README's script, as written; only where the logs go is chosen here.
out="$work/out/big"
job=$(GAMES="$GAMES" DECK="$DECK" OUT="$out" sbatch --parsable --output="$work/logs/slurm-%A_%a.out" docs/slurm-array.sh)
job=${job%%;*}
echo "== slurm: sbatch docs/slurm-array.sh: array job $job (GAMES=$GAMES DECK=$DECK)"

deadline=$((SECONDS + WAIT))
while [ -n "$(squeue -h -j "$job" 2>/dev/null)" ]; do
  if [ $SECONDS -ge $deadline ]; then
    echo "the array is not done after $WAIT s:" >&2
    squeue -r -j "$job" >&2 || true
    exit 1
  fi
  sleep 1
done

# Every task: its job id, its state and exit code, as slurmctld reports them.
echo "== slurm: the array's tasks (scontrol show job $job)"
scontrol -o show job "$job" >"$work/logs/tasks.txt"
bad=0
n=0
while read -r line; do
  id=$(sed -n 's/.*\bJobId=\([0-9]*\).*/\1/p' <<<"$line")
  task=$(sed -n 's/.*\bArrayTaskId=\([0-9]*\).*/\1/p' <<<"$line")
  st=$(sed -n 's/.*\bJobState=\([A-Z_]*\).*/\1/p' <<<"$line")
  code=$(sed -n 's/.*\bExitCode=\([0-9:]*\).*/\1/p' <<<"$line")
  echo "  task $task: job id $id (${job}_$task), $st, exit $code"
  n=$((n + 1))
  if [ "$st" != COMPLETED ] || [ "$code" != 0:0 ]; then bad=1; fi
done < <(sed 's/.*\bArrayTaskId=\([0-9]*\).*/\1 &/' "$work/logs/tasks.txt" | sort -n | cut -d' ' -f2-)
if [ "$n" != 16 ] || [ "$bad" != 0 ]; then
  echo "want 16 tasks COMPLETED with exit 0:0, got $n (above)" >&2
  cat "$work"/logs/slurm-*.out >&2 || true
  exit 1
fi

simrun merge --out "$out/merged" "$out"/shard-*
simrun run --games "$GAMES" --quiet --out "$work/out/single" "$DECK" >/dev/null
for t in castability turns sides; do
  simrun inspect --csv "$out/merged/$t.arrow" >"$work/out/merged-$t.csv"
  simrun inspect --csv "$work/out/single/$t.arrow" >"$work/out/single-$t.csv"
  if ! cmp -s "$work/out/merged-$t.csv" "$work/out/single-$t.csv"; then
    echo "$t.arrow: the merge of the array's 16 shards differs from the single-machine run:" >&2
    diff "$work/out/merged-$t.csv" "$work/out/single-$t.csv" | head -20 >&2
    exit 1
  fi
  echo "  $t.arrow: merge = single run ($(($(wc -l <"$work/out/single-$t.csv") - 1)) rows)"
done
echo "== slurm: the merge of the 16 array tasks equals the single-machine run exactly"
