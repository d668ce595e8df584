#!/usr/bin/env sh
# Runs every test. The server's browser test drives Debian's chromium: it
# is installed first when it is missing (as root, or through sudo).
set -eu
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
	sudo=""
	if [ "$(id -u)" -ne 0 ]; then
		sudo="sudo"
	fi
	$sudo apt-get update
	$sudo apt-get install -y chromium
fi
go test ./...
