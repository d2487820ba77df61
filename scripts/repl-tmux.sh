#!/usr/bin/env bash
# Drives `tile repl --device gpu` through tmux on the GPU machine, as a person would: it types
# a kernel, launches it on GPU arrays, prints results, makes a kernel fault (a failed `assert`
# in a kernel kills the process's CUDA context), and goes on after the REPL carried its session
# into a fresh process. Every screen is saved.
#
#   scripts/repl-tmux.sh prepare     here (Debian, no GPU, tileiras): fills bench/carry-repl/ with
#                                    the release tile, tmux and its libraries, and a kernel cache
#                                    holding the cubins of the session's kernels (compiled ahead
#                                    with TILE_PRECOMPILE, so the GPU machine needs no tileiras)
#   run(command="bash scripts/repl-tmux.sh run", carry=["bench/carry-repl"], timeout_s=300)
#
# TILE_REPL_DEVICE=sim runs the same steps on the simulated GPU (no GPU needed, e.g. here).
# Results under $OUT: repl-screens.txt (the screen after each step, then the whole scrollback)
# and repl-check.txt (what was checked in it).
set -uo pipefail
cd "$(dirname "$0")/.."
C=bench/carry-repl

prepare() {
  set -e
  local target=${CARGO_TARGET_DIR:-$PWD/target}
  mkdir -p "$C"
  grep -qx '/bench/carry-repl/' .git/info/exclude 2>/dev/null || echo '/bench/carry-repl/' >>.git/info/exclude
  cargo build --release -p tile-repl
  strip -o "$C/tile" "$target/release/tile" && xz -T2 -9 -f "$C/tile"
  local debs
  debs=$(mktemp -d)
  (cd "$debs" && apt-get download tmux libevent-core-2.1-7 libutempter0 libtinfo6 2>/dev/null)
  mkdir -p "$debs/x" && for d in "$debs"/*.deb; do dpkg-deb -x "$d" "$debs/x"; done
  mkdir -p "$debs/tmux/lib" && cp "$debs/x/usr/bin/tmux" "$debs/tmux/"
  cp -P "$debs"/x/usr/lib/x86_64-linux-gnu/*.so* "$debs"/x/lib/x86_64-linux-gnu/libtinfo.so* "$debs/tmux/lib/"
  tar cJf "$C/tmux.tar.xz" -C "$debs" tmux && rm -rf "$debs"
  # The kernels the session launches, compiled for sm_90 as the CPU runs them.
  rm -rf "$C/cache"
  TILE_PRECOMPILE=sm_90 TILE_CACHE_DIR="$C/cache" TILE_HISTORY= "$target/release/tile" repl --device cpu >/dev/null 2>&1 <<'TILE'
kernel scale(x: f32[N], y: f32[N], T: const int):
    i = bid(0)
    store(y, index=(i,), tile=load(x, index=(i,), shape=(T,)) * 2.0)

kernel boom(a: f32[N]):
    assert bid(0) < 1, "only one block"

x = rand((1000,), seed=1)
y = zeros((1000,))
launch(scale, grid=(cdiv(1000, 256),), args=(x, y, 256))
launch(boom, grid=(2,), args=(x,))
TILE
  ls "$C/cache/cubins" | grep -q . || { echo "no cubins were compiled (is tileiras installed? scripts/install-cuda-tools.sh)"; exit 1; }
  rm -f "$C/cuda-13.4-tools.tar.xz"
  du -ch "$C"/* | tail -1
}

run() {
  OUT=${OUT:-$PWD/bench/out}
  mkdir -p "$OUT"
  tar xJf "$C/tmux.tar.xz" -C /tmp && xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
  rm -rf /tmp/tile-cache-repl && cp -r "$C/cache" /tmp/tile-cache-repl
  # No tileiras here: every kernel comes from the cache.
  unset CUDA_HOME CUDA_PATH
  export TILE_TILEIRAS=/nonexistent/tileiras TILE_HISTORY=/tmp/tile-history TERM=xterm-256color
  export TILE_CACHE_DIR=/tmp/tile-cache-repl LD_LIBRARY_PATH=/tmp/tmux/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local S=/tmp/tile-tmux.sock screens=$OUT/repl-screens.txt check=$OUT/repl-check.txt
  : >"$screens"
  : >"$check"
  tmux() { /tmp/tmux/tmux -S "$S" "$@"; }
  pane() { tmux capture-pane -p -t t -S -2000; }
  # Waits until the REPL shows its prompt and nothing else happens for half a second.
  idle() {
    local last="" now n=0
    for _ in $(seq 1 1200); do
      now=$(pane)
      if [[ $(grep -v '^ *$' <<<"$now" | tail -1) == '>>>' && $now == "$last" ]]; then ((++n >= 5)) && return 0; else n=0; fi
      last=$now
      sleep 0.1
    done
    echo "timed out waiting for the prompt" | tee -a "$check"
  }
  type() { for line in "$@"; do tmux send-keys -t t -l -- "$line"; tmux send-keys -t t Enter; sleep 0.2; done; idle; }
  screen() { { echo "===== $1"; tmux capture-pane -p -t t; echo; } >>"$screens"; }
  expect() { if pane | grep -qF -- "$1"; then echo "ok: $1" >>"$check"; else echo "MISSING: $1" >>"$check"; fi; }

  tmux new-session -d -s t -x 200 -y 60 "/tmp/tile repl --device ${TILE_REPL_DEVICE:-gpu}; echo '[tile exited]'; sleep 600"
  idle
  local pid
  pid=$(pgrep -f '/tmp/tile repl' | head -1)
  screen "start (tile pid $pid)"
  type 'kernel scale(x: f32[N], y: f32[N], T: const int):' \
       '    i = bid(0)' \
       '    store(y, index=(i,), tile=load(x, index=(i,), shape=(T,)) * 2.0)' ''
  type 'x = rand((1000,), seed=1)' 'y = zeros((1000,))' 'launch(scale, grid=(cdiv(1000, 256),), args=(x, y, 256))'
  type 'y[:4]' 'allclose(y, x * 2)' '(x.device, y.device)'
  screen "a kernel launched on GPU arrays"
  expect "kernels run on GPU 0"
  type 'kernel boom(a: f32[N]):' '    assert bid(0) < 1, "only one block"' ''
  type 'launch(boom, grid=(2,), args=(x,))'
  screen "a kernel fault, and the restart"
  expect "E0507"
  expect "restarting in a fresh process"
  expect "restored the session on GPU 0"
  type 'y[:4]' 'z = zeros((1000,))' 'launch(scale, grid=(cdiv(1000, 256),), args=(y, z, 256))' 'allclose(z, x * 4)' '(x.device, z.device)' ':names'
  screen "after the restart"
  expect "('gpu', 'gpu')"
  local pid2
  pid2=$(pgrep -f '/tmp/tile repl' | head -1)
  echo "tile pid before the fault $pid, after $pid2 (exec keeps the pid)" >>"$check"
  tmux send-keys -t t -l ':quit'; tmux send-keys -t t Enter; sleep 1
  { echo "===== the whole scrollback"; pane; } >>"$screens"
  tmux kill-server 2>/dev/null
  echo "True results: $(grep -c '^True$' <(tail -n +1 "$screens" | sed -n '/===== the whole scrollback/,$p'))" >>"$check"
  cat "$check"
}

case ${1:-} in
  prepare) prepare ;;
  run) run ;;
  *) echo "usage: $0 prepare|run" >&2; exit 2 ;;
esac
