#!/usr/bin/env node
// A real WordPress 6.9.1 + WooCommerce 10.4.3 + WooLentor 3.3.1 shop for the real-site tier, made
// afresh on every run from ../shared/wordpress/ and Debian's PHP and MariaDB:
//   node scripts/wordpress/site.mjs [--port 4180] [--keep] [--with-plugin]
// unpacks WordPress into a data folder of its own, starts MariaDB on a socket (no TCP port at all),
// installs WordPress and seeds the shop (tests/wordpress/site/seed.php), serves it with PHP's
// built-in server on 127.0.0.1, prints "ready" and waits. --with-plugin unpacks
// storefront-wordpress.zip into the plugins and activates it (the bench; the tests upload it). SIGINT / SIGTERM stop both servers and
// remove the folder (unless --keep), so Playwright's webServer can own it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE_FILES = join(ROOT, 'tests/wordpress/site');
const ARCHIVE = resolve(ROOT, '../shared/wordpress/wordpress-6.9.1-woocommerce-10.4.3-woolentor.tar.xz');
const ARCHIVE_SHA256 = '46ef8c8a16c33e6615138e934c52cf90d411e409e0ed9c63eec012f4ab187da1';
const THEME = '/usr/share/wordpress/wp-content/themes/twentytwentyone';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const PORT = Number(option('port', process.env.SF_WP_PORT || 4180));
const KEEP = args.includes('--keep');
const WITH_PLUGIN = args.includes('--with-plugin');
const ZIP = join(ROOT, 'storefront-wordpress.zip');
const DIR = resolve(process.env.SF_WP_DIR || join(tmpdir(), `storefront-wordpress-${PORT}`));
const WWW = join(DIR, 'www');
const DATA = join(DIR, 'mysql');
const SOCKET = join(DIR, 'mysql.sock');
const LOG = join(DIR, 'log');
const URL_BASE = `http://127.0.0.1:${PORT}`;

const children = [];
const began = Date.now();
const say = (message) => console.log(`[wordpress ${((Date.now() - began) / 1000).toFixed(1)}s] ${message}`);

function run(command, argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${argv.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

function start(name, command, argv, options = {}) {
  // In this script's process group: Playwright stops its web server by signalling the group, and
  // PHP's forked workers must get that signal too.
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const log = join(LOG, `${name}.log`);
  child.stdout.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
  child.stderr.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[wordpress] ${name} exited (${code ?? signal}); its log:\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-4000) : ''}`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children.reverse()) {
    // The process and what it forked (PHP's server workers).
    const group = (signal) => {
      spawnSync('pkill', [`-${signal.replace('SIG', '')}`, '-P', String(child.pid)], { stdio: 'ignore' });
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    };
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        const timer = setTimeout(() => (group('SIGKILL'), done()), 10_000);
        child.once('exit', () => (clearTimeout(timer), done()));
        group('SIGTERM');
      });
    }
    group('SIGKILL');
  }
  if (!KEEP) rmSync(DIR, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** A seed script; WordPress's wp_die() exits with 0, so success is its last line, not the status. */
function php(script) {
  const out = run('php', ['-d', 'memory_limit=512M', '-d', 'display_errors=stderr', script], {
    cwd: WWW,
    env: { ...process.env, SF_WP_URL: URL_BASE },
  });
  if (!out.trimEnd().endsWith('seed: done')) throw new Error(`${script} did not finish:\n${out.slice(-3000)}`);
  return out;
}

async function main() {
  if (!existsSync(ARCHIVE)) throw new Error(`${ARCHIVE} is missing: the tier needs ../shared/wordpress/ beside the project`);
  const digest = createHash('sha256').update(readFileSync(ARCHIVE)).digest('hex');
  if (digest !== ARCHIVE_SHA256) throw new Error(`${ARCHIVE}: sha256 ${digest}, expected ${ARCHIVE_SHA256}`);
  if (!existsSync(THEME)) throw new Error(`${THEME} is missing: run scripts/wordpress/ensure-packages.sh`);

  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(WWW, { recursive: true });
  mkdirSync(LOG, { recursive: true });
  run('tar', ['-xJf', ARCHIVE, '-C', WWW]);
  // Debian's theme package links some of its files elsewhere: copy what the links point to.
  cpSync(THEME, join(WWW, 'wp-content/themes/twentytwentyone'), { recursive: true, dereference: true });
  mkdirSync(join(WWW, 'wp-content/mu-plugins'), { recursive: true });
  cpSync(join(SITE_FILES, 'mu-plugins'), join(WWW, 'wp-content/mu-plugins'), { recursive: true });
  // The README's manual tag, as a site owner would set it up (the tier's switch loads it).
  cpSync(join(ROOT, 'docs/wordpress/storefront-manual.php'), join(WWW, 'wp-content/storefront-manual.php'));
  if (existsSync(join(ROOT, 'dist/storefront.js'))) cpSync(join(ROOT, 'dist'), join(WWW, 'wp-content/storefront/dist'), { recursive: true });
  cpSync(join(SITE_FILES, 'router.php'), join(WWW, 'router.php'));
  cpSync(join(SITE_FILES, 'seed.php'), join(WWW, 'seed.php'));
  cpSync(join(SITE_FILES, 'seed-shop.php'), join(WWW, 'seed-shop.php'));
  cpSync(join(SITE_FILES, 'activate-plugin.php'), join(WWW, 'activate-plugin.php'));
  const config = readFileSync(join(SITE_FILES, 'wp-config.php'), 'utf8')
    .replace('{{SOCKET}}', SOCKET)
    .replaceAll('{{URL}}', URL_BASE)
    .replace('{{DEBUG_LOG}}', join(LOG, 'debug.log'));
  writeFileSync(join(WWW, 'wp-config.php'), config);
  say('unpacked');

  // MariaDB on a Unix socket only (--skip-networking): nothing listens on a port.
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  run('mariadb-install-db', ['--no-defaults', `--datadir=${DATA}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve', ...user]);
  start('mariadb', '/usr/sbin/mariadbd', [
    '--no-defaults', `--datadir=${DATA}`, `--socket=${SOCKET}`, '--skip-networking', `--pid-file=${join(DIR, 'mysql.pid')}`,
    '--skip-log-bin', '--innodb-buffer-pool-size=64M', '--innodb-flush-log-at-trx-commit=0', '--skip-name-resolve', ...user,
  ]);
  await waitFor('MariaDB', () => spawnSync('mariadb', ['--no-defaults', `--socket=${SOCKET}`, '-uroot', '-e', 'SELECT 1'], { stdio: 'ignore' }).status === 0, 60_000);
  run('mariadb', ['--no-defaults', `--socket=${SOCKET}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);
  say('MariaDB up');

  php('seed.php');
  say('WordPress installed');
  php('seed-shop.php');
  say('shop seeded');
  if (WITH_PLUGIN) {
    if (!existsSync(ZIP)) throw new Error(`${ZIP} is missing: run \`npm run package\``);
    run('unzip', ['-q', ZIP, '-d', join(WWW, 'wp-content/plugins')]);
    php('activate-plugin.php');
    say('plugin installed from its zip');
  }

  // Several workers: a page, its admin-ajax calls and the REST API are served side by side.
  start('php', 'php', ['-d', 'memory_limit=512M', '-S', `127.0.0.1:${PORT}`, '-t', WWW, join(WWW, 'router.php')], {
    cwd: WWW,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  });
  await waitFor('PHP server', async () => {
    try {
      return (await fetch(`${URL_BASE}/wp-login.php`)).ok;
    } catch {
      return false;
    }
  }, 30_000);
  say(`ready on ${URL_BASE} (${DIR})`);
}

main().catch((error) => {
  console.error(`[wordpress] ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
