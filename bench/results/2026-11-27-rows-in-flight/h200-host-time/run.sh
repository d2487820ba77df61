# Host time of gemm() calls (host_time.tile), the build before (tile-head.xz) and after
# (tile.xz) the interpreter change, alternating, two rounds, in one call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w26; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
for b in tile tile-head; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
lscpu | grep -E "Model name|^CPU\(s\)" | tee -a $W/gpu.txt
for r in 1 2; do for b in tile-head tile; do
  timeout 120 /tmp/$b run --device gpu bench/gpu-checks/host_time.tile > $W/$b-r$r.txt 2>&1; echo "$b round $r rc=$?"
  python3 - $W/$b-r$r.txt <<'PY'
import sys, re, statistics
for l in open(sys.argv[1]):
    if l.startswith("HOST"):
        ts = [int(x) for x in re.findall(r"\d+", l.split("call:")[1])]
        print(l.split("us per")[0].strip(), "median", statistics.median(ts), "min", min(ts))
PY
done; done
cp bench/carry-y/c26.sh $W/run.sh
cp -r $W "$OUT/w26"
