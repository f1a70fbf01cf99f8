# Sourced by the test scripts: `need_debian_package <program> <package> <what for>` installs Debian's
# package with apt-get when the program is missing and the script runs as root, and otherwise says
# the command to run and exits.
need_debian_package() {
  local program="$1" package="$2" purpose="$3"
  if [ -x "$program" ]; then
    return 0
  fi
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's $package for $purpose..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  else
    echo "$package is missing at $program: run 'sudo apt-get install -y --no-install-recommends $package'." >&2
    exit 1
  fi
}
