set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w4; rm -rf $W; mkdir -p $W
xz -dc bench/carry-nvvm/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-nvvm/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
L="512 600 768 1000 1024 1200 1500 2000 2048 3000 4096 5000 8192 10000 12000 16384 20000 24000 30000 32768 50000 65536"
for DT in bf16 f32; do
  sed "s/^DT = f32$/DT = $DT/; s/^FORWARD_ONLY = False$/FORWARD_ONLY = True/; s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_fwd_$DT.tile
  timeout 200 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/plan 1 /" >> "$W/rows_fwd.txt"
  echo "$DT tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L 2>&1 | grep -E "^PEER|^GPU" >> "$W/rows_triton.txt"
  echo "$DT triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
python3 - "$W" <<'PY' | tee $W/table.md
import sys
w = sys.argv[1]
tri = {}
for line in open(f"{w}/rows_triton.txt"):
    p = line.split()
    if p and p[0] == "PEER" and p[5] == "triton":
        tri[(p[2], p[1], int(p[4]))] = float(p[6])
print("| dtype | op | N | plan GB/s | Triton GB/s | plan/Triton |")
print("| --- | --- | --- | --- | --- | --- |")
for line in open(f"{w}/rows_fwd.txt"):
    p = line.split()
    if len(p) > 7 and p[2] == "FWD":
        op, dt, n, g = p[3], p[4], int(p[6]), float(p[7])
        t = tri.get((dt, op, n))
        if t:
            print(f"| {dt} | {op} | {n} | {g:.0f} | {t:.0f} | {g / t:.2f}x{' **below**' if g < t else ''} |")
PY
grep -h "W0005\|rror" $W/rows_fwd.txt | head -5
cp bench/carry-chk/c4.sh $W/run.sh
cp -r $W "$OUT/w4"
