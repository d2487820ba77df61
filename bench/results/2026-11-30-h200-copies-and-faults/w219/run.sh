export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH; export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
mkdir -p /tmp/w219; cd bench/gpu-checks
for c in base a_odd a_div4 a_div8 tk32 nvvm; do be=tileir; cc=$c; [ $c = nvvm ] && { be=nvvm; cc=base; }; sed "s/^case(\"base\")/case(\"$cc\")/" rows_misaligned.tile > rm_$c.tile; echo "== $c ($be)"; timeout 100 compute-sanitizer --tool memcheck --print-limit 2 /tmp/tile run rm_$c.tile --backend $be > /tmp/w219/$c.txt 2>&1; echo rc=$?; grep -E "CASE|Invalid|misaligned|rror" /tmp/w219/$c.txt | head -4 | cut -c1-160; done
