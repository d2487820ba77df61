# c26.sh (host time of gemm(), two builds), then on an H200 c25.sh (2-byte norm rows against
# Triton); everything packed into $OUT/w27.tar.gz (a call returns few files).
set -uo pipefail
OUT=${OUT:-bench/out}; T=/tmp/o27; rm -rf $T; mkdir -p $T
OUT=$T bash bench/carry-y/c26.sh
if nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200; then OUT=$T bash bench/carry-y/c25.sh; fi
cp bench/carry-y/c27.sh $T/run.sh
tar czf "$OUT/w27.tar.gz" -C $T .
