# build 14e76af, Tile IR tools unpacked; each case of rows_misaligned.tile in a process of its own:
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
cd bench/gpu-checks
for c in base a_padded b_padded p_plain one_row; do
  sed "s/^case(\"base\")/case(\"$c\")/" rows_misaligned.tile > rm_$c.tile
  timeout 100 compute-sanitizer --tool memcheck --print-limit 3 /tmp/tile run rm_$c.tile --backend tileir > /tmp/w218/$c.txt 2>&1
done
