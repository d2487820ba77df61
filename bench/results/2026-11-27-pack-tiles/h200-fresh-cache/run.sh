# Why gemm() with packing runs 10-40x slow in some bench calls of a process's first round:
# gemm_pack.tile (small shapes) with a fresh kernel cache twice (round 1 compiles, round 2
# loads from the cache), under nsys when there is one, with the CUDA API summary of each.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w24; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
for b in tile; do [ -x /tmp/$b ] || { xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; }; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
NSYS=$(command -v nsys || ls /usr/local/cuda*/bin/nsys /opt/nvidia/nsight-systems*/*/bin/nsys /usr/local/cuda/nsight-systems*/bin/nsys 2>/dev/null | head -1)
echo "nsys: $NSYS" | tee -a $W/gpu.txt
grep -v "8192" bench/carry-y/gemm_pack.tile | sed 's/^for layout in ("NN", "NT", "TT"):$//' > /tmp/gp.tile
export TILE_CACHE_DIR=/tmp/cache24; rm -rf $TILE_CACHE_DIR
for r in 1 2 3; do
  if [ -n "$NSYS" ] && [ $r -le 2 ]; then
    timeout 200 $NSYS profile -t cuda,osrt -o $W/r$r --force-overwrite true /tmp/tile run --device gpu /tmp/gp.tile > $W/run$r.txt 2>&1
    $NSYS stats -r cuda_api_sum -f csv -o $W/api$r $W/r$r.nsys-rep >/dev/null 2>&1
    rm -f $W/r$r.nsys-rep $W/r$r.sqlite
  else
    timeout 100 /tmp/tile run --device gpu /tmp/gp.tile > $W/run$r.txt 2>&1
  fi
  echo "round $r rc=$?"; grep -E "^bench" $W/run$r.txt | sed 's/ (NVIDIA.*median/ median/; s/ over 20 runs//'
done
ls $W
for f in $W/api*.csv; do echo "== $f"; head -25 $f | cut -d, -f1-5,9; done
cp bench/carry-y/c24.sh $W/run.sh
cp -r $W "$OUT/w24"
