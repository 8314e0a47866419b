#!/usr/bin/env bash
# The real-WordPress tier's server side, from Debian's packages (../shared/wordpress/README.md):
# PHP 8.2 with the extensions WordPress and WooCommerce use, MariaDB, and a classic theme that
# WooCommerce supports. Installed with apt-get when missing, as Chromium is; non-interactive.
set -euo pipefail

PACKAGES=(php-cli php-mysql php-xml php-mbstring php-curl php-gd php-intl php-zip mariadb-server wordpress-theme-twentytwentyone unzip)
THEME=/usr/share/wordpress/wp-content/themes/twentytwentyone

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "ensure-packages: installing ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then SUDO=(); elif command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); else
    echo "ensure-packages: not root and sudo is unavailable; install ${missing[*]} yourself" >&2
    exit 1
  fi
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -y </dev/null
  # mariadb-server's post-install starts the system's own server: the tier never uses it.
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${missing[@]}" </dev/null
fi

for command in php mariadbd mariadb-install-db mariadb; do
  command -v "$command" >/dev/null 2>&1 || [ -x "/usr/sbin/$command" ] || { echo "ensure-packages: $command missing after install" >&2; exit 1; }
done
[ -d "$THEME" ] || { echo "ensure-packages: $THEME missing after install" >&2; exit 1; }
php -r 'foreach (["mysqli","gd","zip","mbstring","intl","xml"] as $e) if (!extension_loaded($e)) { fwrite(STDERR, "ensure-packages: PHP extension $e missing\n"); exit(1); }'
echo "ensure-packages: $(php -r 'echo PHP_VERSION;'), $(/usr/sbin/mariadbd --version | grep -o 'Ver [^ ]*'), theme twentytwentyone"
