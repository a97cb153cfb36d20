#!/usr/bin/env bash
# `npm run test:ci` (README "Two commands"), which .ci/run calls: the whole test suite on a
# fresh Debian machine. Makes MariaDB and Redis available when they are missing, creates the
# databases and the app user, installs the Debian packages the tests use and the npm dependencies
# (when node_modules is missing or was installed from another package-lock.json), then runs `npm test`. Each step
# is skipped when what it provides is already there, so it also runs on a prepared machine.
set -euo pipefail
cd "$(dirname "$0")/.."

# apt-get and the MariaDB daemon need root: through sudo when run as another user.
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

DB_USER=credeval
DB_PASS=credeval
export DEBIAN_FRONTEND=noninteractive
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# --- Redis -----------------------------------------------------------------------------------
if ! port_open 6379; then
  command -v redis-server >/dev/null || apt_install redis-server
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
# Tests start a private redis-server on another port, so the binary must exist even when a
# Redis is already listening.
command -v redis-server >/dev/null || apt_install redis-server

# --- MariaDB ---------------------------------------------------------------------------------
if ! port_open 3306; then
  command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || apt_install mariadb-server
  $SUDO mkdir -p /run/mysqld && $SUDO chown mysql:mysql /run/mysqld 2>/dev/null || true
  $SUDO start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql
  for _ in $(seq 1 60); do port_open 3306 && break; sleep 1; done
fi
command -v mysql >/dev/null || apt_install mariadb-client

# Root may only work over the local socket (plain Debian); try both.
sql() { $SUDO mysql -uroot "$@" 2>/dev/null || mysql -uroot -h127.0.0.1 "$@"; }
sql -e "
  CREATE DATABASE IF NOT EXISTS credeval CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
  CREATE DATABASE IF NOT EXISTS credeval_test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
  CREATE USER IF NOT EXISTS '${DB_USER}'@'%' IDENTIFIED BY '${DB_PASS}';
  CREATE USER IF NOT EXISTS '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASS}';
  CREATE USER IF NOT EXISTS '${DB_USER}'@'127.0.0.1' IDENTIFIED BY '${DB_PASS}';
  GRANT ALL PRIVILEGES ON credeval.* TO '${DB_USER}'@'%';
  GRANT ALL PRIVILEGES ON credeval_test.* TO '${DB_USER}'@'%';
  GRANT ALL PRIVILEGES ON credeval.* TO '${DB_USER}'@'localhost';
  GRANT ALL PRIVILEGES ON credeval_test.* TO '${DB_USER}'@'localhost';
  GRANT ALL PRIVILEGES ON credeval.* TO '${DB_USER}'@'127.0.0.1';
  GRANT ALL PRIVILEGES ON credeval_test.* TO '${DB_USER}'@'127.0.0.1';
  -- Suites that need a database of their own (e.g. the migrations test) create credeval_test_*.
  GRANT ALL PRIVILEGES ON \`credeval\\_test\\_%\`.* TO '${DB_USER}'@'%';
  GRANT ALL PRIVILEGES ON \`credeval\\_test\\_%\`.* TO '${DB_USER}'@'localhost';
  GRANT ALL PRIVILEGES ON \`credeval\\_test\\_%\`.* TO '${DB_USER}'@'127.0.0.1';
  FLUSH PRIVILEGES;"

# --- Tools the tests use -----------------------------------------------------------------------
command -v curl >/dev/null || apt_install curl
# openssl makes the self-signed certificate of the tests' HTTPS webhook receiver (test/support/webhooks.ts).
command -v openssl >/dev/null || apt_install openssl
# Document processing: OCR (the language packs the text engine picks by detected script, and
# osd for orientation and script detection), PDF rasterizing, PDF structure checks.
OCR_LANGS="eng fra deu spa ita por hun dan nor ces slk pol hrv slv ron fin swe rus ukr kaz ell kat hye hin ara fas tha amh osd"
command -v tesseract >/dev/null || apt_install tesseract-ocr
for lang in $OCR_LANGS; do
  tesseract --list-langs 2>/dev/null | grep -qx "$lang" || apt_install "tesseract-ocr-$lang"
done
# Fonts the sample documents and the OCR tests render with (DejaVu, Liberation, Noto scripts).
for pkg in fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-noto-core; do
  dpkg -s "$pkg" >/dev/null 2>&1 || apt_install "$pkg"
done
command -v pdftoppm >/dev/null || apt_install poppler-utils
command -v qpdf >/dev/null || apt_install qpdf
# The operator UI test drives headless Chromium (playwright-core with executablePath /usr/bin/chromium).
command -v chromium >/dev/null || apt_install chromium

# --- Node dependencies (`npm ci` also compiles dist/: the prepare script) -------------------------
# Installed again only when package.json or package-lock.json differ from the last install here.
lock_hash=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
if [ "$(cat node_modules/.ci-lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.ci-lock-hash
fi

# --- The test suite ----------------------------------------------------------------------------
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-mysql://${DB_USER}:${DB_PASS}@127.0.0.1:3306/credeval_test}"
exec npm test
