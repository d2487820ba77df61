#!/usr/bin/env bash
# Splits the CUDA 13.4 Tile IR tools (tileiras with the ptxas and libNVVM of its release: the
# archive ../shared/tools/pack-device-tools.sh packs, about 57 MiB) into parts that each travel
# beside this working tree in one device call, whose limit (64 MiB) the tree and the whole
# archive together pass. Run it here, then make one call a part, back to back: the GPU machine
# keeps /tmp only while it stays warm (30 s idle), and the call that brings the last part
# unpacks them all into /tmp/cu.
#
#   bench/carry-tools.sh [ARCHIVE]     (default /work/devtools/cuda-13.4-tools.tar.xz)
#
# fills bench/out/tools/p0 ... (ignored by git), each with its part and `take.sh`, and prints
# the calls:
#
#   run(command="bash bench/out/tools/p0/take.sh", carry=["bench/out/tools/p0"])
#   ...
#   run(command="bash bench/out/tools/pN/take.sh && YOUR COMMAND", carry=["bench/out/tools/pN", ...])
#
# after which, while the machine stays warm, a command finds the tools with
#   export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
# RESERVE (MiB, default 4) is the room each call keeps for what else it carries (a stripped,
# xz-compressed `tile` is about 3.5 MiB).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
archive=${1:-/work/devtools/cuda-13.4-tools.tar.xz}
[[ -f $archive ]] || { echo "no $archive: pack it with ../shared/tools/pack-device-tools.sh DIR" >&2; exit 2; }
out=$repo/bench/out/tools
cd "$repo"

# What travels is counted in the disk blocks its files take, as `du` counts them.
tree_kib=$(git ls-files -co --exclude-standard -z | du -c --files0-from=- 2>/dev/null | tail -1 | cut -f1)
room_kib=$(( (64 << 10) - tree_kib - ${RESERVE:-4} * 1024 - 512 ))
((room_kib > 1024)) || { echo "the working tree ($((tree_kib >> 10)) MiB) leaves no room for a part" >&2; exit 1; }
size=$(stat -c %s "$archive")
parts=$(( (size + room_kib * 1024 - 1) / (room_kib * 1024) ))

rm -rf "$out" && mkdir -p "$out"
split -n "$parts" -d -a 2 "$archive" "$out/part"
sum=$(sha256sum "$archive" | cut -d' ' -f1)
for ((i = 0; i < parts; i++)); do
  dir=$out/p$i
  part=part$(printf %02d "$i")
  mkdir -p "$dir" && mv "$out/$part" "$dir/"
  cat >"$dir/take.sh" <<EOF
# Part $((i + 1)) of $parts of the Tile IR tools (bench/carry-tools.sh): copied to /tmp/cu-parts;
# with every part there, unpacked into /tmp/cu.
set -euo pipefail
here=\$(cd "\$(dirname "\$0")" && pwd)
mkdir -p /tmp/cu-parts && cp "\$here/$part" /tmp/cu-parts/
have=\$(ls /tmp/cu-parts | wc -l)
if ((have < $parts)); then echo "tools: \$have of $parts parts on this machine"; exit 0; fi
if [[ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]]; then
  cat /tmp/cu-parts/part* >/tmp/cu-tools.tar.xz
  echo "$sum  /tmp/cu-tools.tar.xz" | sha256sum -c --quiet
  mkdir -p /tmp/cu && tar xJf /tmp/cu-tools.tar.xz -C /tmp/cu && rm /tmp/cu-tools.tar.xz
fi
echo "tools: \$(/tmp/cu/nvidia/cu13/bin/tileiras --version | tail -1) in /tmp/cu/nvidia/cu13/bin"
EOF
done
echo "working tree $((tree_kib >> 10)) MiB; $parts parts of at most $((room_kib >> 10)) MiB under bench/out/tools; the calls, back to back:"
for ((i = 0; i < parts; i++)); do
  echo "  run(command=\"bash bench/out/tools/p$i/take.sh\", carry=[\"bench/out/tools/p$i\"])"
done
