# shellcheck shell=bash
# Shared set-up for scripts/start-tutor and scripts/run-tests. Sourced, not run.
#
#   hydra_setup_venv EXTRA   creates or reuses $HYDRA_ROOT/.venv and installs the
#                            distribution `hydra-tutor` editable with that extra.
#   hydra_voila_flags        prints scripts/voila-flags without comments, one flag a line.
#   hydra_class_flags [N]    the same with scripts/voila-class-flags on top (a flag there replaces
#                            the one of the same name), the quiz's pool N kernels if N is given.
#
# The venv is the project's own: the import name `hydra` collides with the
# `hydra-core` distribution (Facebook's config framework), so never install
# hydra-tutor into a shared environment.

HYDRA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HYDRA_VENV="$HYDRA_ROOT/.venv"
HYDRA_PY="$HYDRA_VENV/bin/python"

hydra_say() { printf '%s\n' "[$(basename "$0")] $*" >&2; }

hydra_is_root() { [ "$(id -u)" = 0 ]; }

hydra_apt_install() {
    # apt-get update once per script run, then install the named Debian packages.
    if [ -z "${HYDRA_APT_UPDATED:-}" ]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -qq -o DPkg::Lock::Timeout=600
        HYDRA_APT_UPDATED=1
    fi
    # (another apt-get running, such as run-tests' own in the background, is waited for, not failed on)
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "$@"
}

hydra_find_python() {
    # A python3 >= 3.10 (pyproject's requires-python); HYDRA_PYTHON overrides.
    local py
    for py in "${HYDRA_PYTHON:-}" python3 python3.13 python3.12 python3.11 python3.10; do
        [ -n "$py" ] || continue
        if command -v "$py" >/dev/null 2>&1 \
            && "$py" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
            command -v "$py"
            return 0
        fi
    done
    return 1
}

hydra_make_venv() {
    local py
    py="$(hydra_find_python)" || {
        hydra_say "no python3 >= 3.10 found; install one (Debian: apt-get install python3) or set HYDRA_PYTHON"
        return 1
    }
    hydra_say "creating $HYDRA_VENV with $py ($("$py" --version 2>&1))"
    if ! "$py" -m venv --clear "$HYDRA_VENV" 2>/dev/null; then
        # Debian's python3 ships without ensurepip; the venv module lives in python3-venv.
        if hydra_is_root && command -v apt-get >/dev/null 2>&1; then
            hydra_say "python's venv module is missing; installing Debian's python3-venv"
            local ver
            ver="$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
            hydra_apt_install python3-venv "python${ver}-venv" 2>/dev/null || hydra_apt_install python3-venv
            "$py" -m venv --clear "$HYDRA_VENV"
        else
            hydra_say "cannot create a virtual environment: $py -m venv failed."
            hydra_say "On Debian/Ubuntu run: sudo apt-get install python3-venv   then run this script again."
            return 1
        fi
    fi
}

hydra_pip_install() {
    # `pip install ARGS` into the venv, done by uv where it can be had (uv, from PyPI, downloads and
    # installs in parallel: 17 s instead of pip's 57 for the test extra on a fresh 2-core machine, and half
    # the CPU), else by pip itself; a failed uv falls back to pip. HYDRA_NO_UV=1 uses pip alone. The
    # installed modules are compiled to bytecode as pip does (--compile-bytecode): where
    # PYTHONDONTWRITEBYTECODE is set, nothing would write it later, and every kernel would compile its
    # imports again.
    export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
    if [ -z "${HYDRA_NO_UV:-}" ] && { "$HYDRA_PY" -m uv --version >/dev/null 2>&1 \
            || "$HYDRA_PY" -m pip install --quiet uv >/dev/null 2>&1; }; then
        if "$HYDRA_PY" -m uv pip install --quiet --python "$HYDRA_PY" --compile-bytecode "$@"; then
            return 0
        fi
        hydra_say "uv pip install failed (above); pip installs instead"
    fi
    "$HYDRA_PY" -m pip install --quiet "$@"
}

hydra_setup_venv() {
    local extra="$1" stamp want
    if [ -x "$HYDRA_PY" ] && "$HYDRA_PY" -c 'import sys, pip' >/dev/null 2>&1; then
        hydra_say "reusing $HYDRA_VENV"
    else
        hydra_make_venv || return 1
    fi
    # Skip pip when this extra was installed from this very pyproject.toml already
    # (saves ~10 s per start); HYDRA_REINSTALL=1 forces a fresh install.
    stamp="$HYDRA_VENV/.hydra-tutor-$extra.installed"
    want="$(cksum < "$HYDRA_ROOT/pyproject.toml")"
    if [ -z "${HYDRA_REINSTALL:-}" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
        && "$HYDRA_PY" -c 'import importlib.metadata as m; m.version("hydra-tutor")' >/dev/null 2>&1; then
        hydra_say "hydra-tutor[$extra] already installed from this pyproject.toml"
    else
        hydra_say "installing hydra-tutor[$extra] into $HYDRA_VENV (the first time takes a few seconds with uv, a minute with pip)"
        (cd "$HYDRA_ROOT" && hydra_pip_install -e ".[$extra]") || {
            hydra_say "the install failed (see above); nothing was started"
            return 1
        }
        printf '%s\n' "$want" > "$stamp"
    fi
    # Kernels must be this venv's Python: prefer the venv's kernelspec (argv "python",
    # which jupyter_client maps to the server's own interpreter) over any user-level one.
    export JUPYTER_PREFER_ENV_PATH=1
    export JUPYTER_PLATFORM_DIRS=1
}

hydra_voila_flags() {
    grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$HYDRA_ROOT/scripts/voila-flags"
}

hydra_class_flags() {
    # scripts/voila-flags, each flag replaced by scripts/voila-class-flags' flag of the same name
    # (the part before '='), then the class flags that are new; N replaces the quiz's pool size.
    local pool="${1:-}"
    local flag name
    local -a base extra
    mapfile -t base < <(hydra_voila_flags)
    mapfile -t extra < <(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$HYDRA_ROOT/scripts/voila-class-flags")
    if [ -n "$pool" ]; then
        local pools='--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}, "quiz.ipynb": {"pool_size": POOL}}'
        local -a given=("${extra[@]}")
        extra=()
        for flag in "${given[@]}"; do
            case "$flag" in
                --VoilaKernelManager.kernel_pools_config=*) extra+=("${pools/POOL/$pool}") ;;
                *) extra+=("$flag") ;;
            esac
        done
    fi
    declare -A replace=()
    for flag in "${extra[@]}"; do replace["${flag%%=*}"]="$flag"; done
    for flag in "${base[@]}"; do
        name="${flag%%=*}"
        if [ -n "${replace[$name]+x}" ]; then
            printf '%s\n' "${replace[$name]}"
            unset 'replace[$name]'
        else
            printf '%s\n' "$flag"
        fi
    done
    for flag in "${extra[@]}"; do
        name="${flag%%=*}"
        [ -z "${replace[$name]+x}" ] || printf '%s\n' "$flag"
    done
}
