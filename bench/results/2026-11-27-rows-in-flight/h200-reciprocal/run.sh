# ln_reciprocal.tile on the GPU, after the tools call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w32; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
timeout 150 /tmp/tile run --device gpu bench/gpu-checks/ln_reciprocal.tile > $W/recip.txt 2>&1; echo "rc=$?" | tee -a $W/gpu.txt
sed 's/ (NVIDIA.*median/ median/' $W/recip.txt
cp bench/carry-y/c32.sh $W/run.sh
cp -r $W "$OUT/w32"
