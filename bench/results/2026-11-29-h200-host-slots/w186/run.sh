# Host time of gemm() and of the interpreter: the build before (e1fc177, bench/out/bin) and
# after (bench/out/bin2) in one call; examples/matmul.tile through both back ends with the
# build after; torch.matmul called the same way beside them.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w186; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile-old && xz -dc bench/out/bin2/tile.xz >/tmp/tile-new && chmod +x /tmp/tile-old /tmp/tile-new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"
echo "before: $(cat bench/out/bin/BUILD); after: $(cat bench/out/bin2/BUILD)" | tee -a "$W/gpu.txt"
lscpu | grep -E "Model name|^CPU\(s\)" | tee -a "$W/gpu.txt"
for r in 1 2; do for v in old new; do
  echo "== $v round $r" >> $W/interp.txt
  /tmp/tile-$v run bench/experiments/host_calls.tile >> $W/interp.txt 2>&1
  /tmp/tile-$v run bench/experiments/host_layers.tile >> $W/interp.txt 2>&1
done; done
cat $W/interp.txt
for be in tileir nvvm; do
  s=$(date +%s); timeout 150 /tmp/tile-new run examples/matmul.tile --device gpu --backend $be > $W/example-$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - s ))s"; grep -c "max abs diff" $W/example-$be.txt; grep -i "error\|assert" $W/example-$be.txt | head -3
done
for be in tileir nvvm; do for v in old new new old; do
  s=$(date +%s); timeout 200 /tmp/tile-$v run bench/gpu-checks/gemm_host_time.tile --device gpu --backend $be >> $W/host-$be-$v.txt 2>&1; echo "host $be $v rc=$? $(( $(date +%s) - s ))s"
done; done
(cd bench/gpu-checks && timeout 120 python3 gemm_host_time_torch.py) > $W/torch.txt 2>&1; echo "torch rc=$?"
cat $W/torch.txt
for f in $W/host-*.txt; do echo "== $f"; grep -E "µs|us" $f | cut -c1-110; done
cp bench/out/bin2/c186.sh $W/run.sh
tar -C /tmp -czf "$OUT/w186.tgz" w186
