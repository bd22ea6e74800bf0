#!/usr/bin/env bash
# Installs a Node.js release line from the npm registry (the `node` package ships the binary) into .ci/node/<line>
# and prints its bin folder. Usage: bash .ci/installNode.sh 24
set -euo pipefail
line="$1"
dir="$(cd "$(dirname "$0")" && pwd)/node/${line}"
if [ ! -x "${dir}/node_modules/node/bin/node" ]; then
  mkdir -p "${dir}"
  npm install --prefix "${dir}" --no-audit --no-fund --no-save --loglevel=error "node@${line}" >&2
fi
"${dir}/node_modules/node/bin/node" --version >&2
echo "${dir}/node_modules/node/bin"
