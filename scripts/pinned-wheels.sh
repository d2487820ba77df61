# Sourced by the install scripts: installs pinned NVIDIA wheels into a project tools folder.
#
#   install_pinned_wheels DIR VERSION "WHAT" FILE... -- PACKAGE...
#
# Returns at once when DIR/VERSION names VERSION and every FILE (relative to DIR) exists.
# Otherwise pip-installs the packages (no dependencies) into a fresh temporary folder beside
# DIR, checks that every FILE is there, writes DIR/VERSION and swaps the folder in, so that an
# interrupted run never leaves a half-populated folder that looks installed. WHAT names the
# tools in messages. PYTHON picks the interpreter (default python3).

install_pinned_wheels() {
  local dir=$1 version=$2 what=$3
  shift 3
  local files=()
  while [[ $1 != -- ]]; do
    files+=("$1")
    shift
  done
  shift
  local python=${PYTHON:-python3} f

  local installed=1
  [[ -f $dir/VERSION && $(cat "$dir/VERSION") == "$version" ]] || installed=0
  for f in "${files[@]}"; do
    [[ -e $dir/$f ]] || installed=0
  done
  if ((installed)); then
    echo "$what $version already installed in $dir"
    return 0
  fi

  if ! "$python" -m pip --version >/dev/null 2>&1; then
    echo "error: $python -m pip is not available; install pip (e.g. apt-get install python3-pip)" >&2
    return 1
  fi
  mkdir -p "$(dirname "$dir")"
  local tmp
  tmp=$(mktemp -d "$dir.tmp.XXXXXX")
  echo "Installing $* into $dir ..."
  if ! "$python" -m pip install --quiet --no-deps --no-compile --disable-pip-version-check --target "$tmp" "$@"; then
    rm -rf "$tmp"
    return 1
  fi
  for f in "${files[@]}"; do
    if [[ ! -e $tmp/$f ]]; then
      echo "error: the wheels did not contain $f; the wheel layout may have changed" >&2
      rm -rf "$tmp"
      return 1
    fi
  done
  chmod +x "$tmp"/nvidia/cu13/bin/* 2>/dev/null || true
  echo "$version" >"$tmp/VERSION"
  rm -rf "$dir"
  mv "$tmp" "$dir"
  echo "Installed into $dir"
}
