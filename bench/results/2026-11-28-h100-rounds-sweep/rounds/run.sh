# Rounds of blocks: gemm() against 128 x 256 / 256 x 128 tiles and a split by rows (gemm_rounds), two rounds, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w80; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
peers() { sed -n '/--run-peers/,/"`/p' "$1" | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//'; }
for round in 1 2; do
  s=gemm_rounds; S=$(date +%s)
  timeout 270 /tmp/tile bench bench/gpu-checks/$s.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/$s.tile)" > $W/${s}_$round.txt 2>&1; echo "$s round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A60 "^label" $W/${s}_$round.txt | cut -c1-130
done
cp bench/carry-y/c80.sh $W/run.sh
tar czf "$OUT/w80.tgz" -C /tmp w80
