set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w20; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py bf16 768 1200 600 1100 > $W/triton_bf16.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/carry-chk/rows_2piece.tile 2>&1 | grep -v "^bench (" > $W/rms_tile.txt
grep -h "PEER" $W/triton*.txt | grep -v softmax; grep "^PIECE" $W/rms_tile.txt | sort -k2,2 -k3,3n -k8,8gr | awk "{print \$2,\$3,\$4,\$5,\$6,\$7,int(\$8),\$9}"; grep -c W0005 $W/rms_tile.txt
tar cJf "$OUT/c20.tar.xz" -C $W .
