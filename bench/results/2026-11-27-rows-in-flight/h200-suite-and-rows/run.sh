# The GPU suite (c16.sh), then rows_occupancy.tile against Triton (c28.sh), packed into
# $OUT/w30.tar.gz.
set -uo pipefail
OUT=${OUT:-bench/out}; T=/tmp/o30; rm -rf $T; mkdir -p $T
OUT=$T bash bench/carry-y/c16.sh
OUT=$T bash bench/carry-y/c28.sh | grep -E "forward|^rc="
cp bench/carry-y/c30.sh $T/run.sh
tar czf "$OUT/w30.tar.gz" -C $T .
