set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w17; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_CACHE_DIR=/tmp/tc17
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 480 /tmp/tile bench rmsnorm_bf16_10000x1500 rmsnorm_bf16 rmsnorm_f32_6000x3000 rmsnorm_f32 --run-peers bench/peers.py --out $W/rms.jsonl > $W/bench.txt 2>&1
echo "bench $(( $(date +%s) - S ))s rc=$?" | tee -a $W/gpu.txt
grep -v "^  \|^running\|^$" $W/bench.txt | tail -30
tar cJf "$OUT/c17.tar.xz" -C $W .
