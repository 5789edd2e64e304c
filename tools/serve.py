"""Preview the published site with nginx, as it will be served, on 127.0.0.1 only.

    python -m tools.serve --root public --port 8080

Fills deploy/nginx.conf into a private temporary prefix (pid file, logs, temp files), checks
it with ``nginx -t`` and runs nginx in the foreground until Ctrl-C. Needs Debian's nginx.
"""

from __future__ import annotations

import argparse
import grp
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "deploy" / "nginx.conf"
TEMP_DIRS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
# characters that would end a quoted nginx string or start a variable
UNSAFE_IN_PATH = set("\"'\\;{}$")


class ServeError(Exception):
    """nginx cannot be started; the message says why and what to do."""


def find_nginx() -> str:
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")
    if found is None:
        raise ServeError("nginx is not installed: apt-get install nginx (Debian's package)")
    return found


def render_config(root: Path, port: int, prefix: Path, template: Path = TEMPLATE) -> str:
    """The template with @ROOT@, @PORT@ and @PREFIX@ filled in (absolute paths)."""
    values = {
        "@ROOT@": str(root.resolve()),
        "@PORT@": str(int(port)),
        "@PREFIX@": str(prefix.resolve()),
    }
    for value in values.values():
        if UNSAFE_IN_PATH & set(value):
            unsafe = " ".join(sorted(UNSAFE_IN_PATH))
            raise ServeError(f"{value!r} contains one of {unsafe}, which nginx would misread")
    text = template.read_text(encoding="utf-8")
    for name, value in values.items():
        text = text.replace(name, value)
    return text


def prepare_prefix(root: Path, port: int, prefix: Path) -> Path:
    """Write nginx.conf and the directories nginx needs into *prefix*; return the conf path."""
    for name in ["logs", *(f"temp/{d}" for d in TEMP_DIRS)]:
        (prefix / name).mkdir(parents=True, exist_ok=True)
    conf = prefix / "nginx.conf"
    conf.write_text(render_config(root, port, prefix), encoding="utf-8")
    return conf


#: who nginx's workers run as when it is started by root: Debian's web server account, or
#: the unprivileged "nobody" where there is none
WORKER_USERS = ("www-data", "nobody")


def worker_account() -> pwd.struct_passwd | None:
    """The account for nginx's workers when started by root (None: not root, workers run as
    whoever started nginx)."""
    if os.geteuid() != 0:
        return None
    for name in WORKER_USERS:
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise ServeError(
        f"none of the accounts {', '.join(WORKER_USERS)} exists to run nginx's "
        "workers; create one, or run `make serve` as a normal user"
    )


def global_directives() -> str:
    """-g directives: foreground, and, under root, workers as an unprivileged account."""
    directives = "daemon off;"
    account = worker_account()
    if account is not None:
        directives += f" user {account.pw_name} {grp.getgrgid(account.pw_gid).gr_name};"
    return directives


def check_readable(root: Path, prefix: Path) -> None:
    """Under root, the workers' account must reach the site and nginx's temp folders."""
    account = worker_account()
    if account is None:
        return
    # the workers only traverse the prefix, to the temp folders nginx hands over to them
    prefix.chmod(0o711)
    page = root.resolve() / "index.html"
    probe = subprocess.run(
        ["test", "-r", str(page)], user=account.pw_uid, group=account.pw_gid, extra_groups=[]
    )
    if probe.returncode != 0:
        raise ServeError(
            f"nginx's workers run as {account.pw_name}, who cannot read {page}: make the "
            "folders on its path readable to others (chmod o+rx), or run `make serve` as a "
            "normal user"
        )


def nginx_command(nginx: str, conf: Path, prefix: Path, *extra: str) -> list[str]:
    return [
        nginx, "-p", f"{prefix}/", "-c", str(conf), "-e", str(prefix / "logs" / "error.log"),
        "-g", global_directives(), *extra,
    ]  # fmt: skip


def check_config(nginx: str, conf: Path, prefix: Path) -> None:
    result = subprocess.run(
        nginx_command(nginx, conf, prefix, "-t", "-q"), capture_output=True, text=True
    )
    if result.returncode != 0:
        raise ServeError(f"nginx rejected {conf}:\n{result.stderr.strip()}")


def check_site(root: Path) -> None:
    if not (root / "index.html").is_file():
        raise ServeError(f"{root} has no index.html: run `make public` first")


def serve(root: Path, port: int) -> int:
    check_site(root)
    nginx = find_nginx()
    with tempfile.TemporaryDirectory(prefix="inference-notes-nginx-") as temp:
        prefix = Path(temp)
        conf = prepare_prefix(root, port, prefix)
        check_readable(root, prefix)
        check_config(nginx, conf, prefix)
        print(f"serve: http://127.0.0.1:{port}/ ({root.resolve()}); Ctrl-C stops", flush=True)
        print(f"serve: logs in {prefix / 'logs'}", flush=True)
        process = subprocess.Popen(nginx_command(nginx, conf, prefix))
        try:
            status = process.wait()
        except KeyboardInterrupt:
            return 0
        finally:
            stop(process)
    if status != 0:
        print(
            f"serve: nginx stopped with exit status {status}; see its messages above "
            f"(port taken? `make serve PORT=<another>`)",
            file=sys.stderr,
        )
    return status


def stop(process: subprocess.Popen[bytes]) -> None:
    """Fast shutdown (Ctrl-C in a terminal already sent nginx SIGINT; once more is harmless)."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def exit_on_sigterm(signum: int, frame: object) -> None:
    # turn `kill <pid>` into SystemExit, so nginx is stopped and the temp prefix removed
    sys.exit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.serve", description="Preview the published site with nginx."
    )
    parser.add_argument("--root", type=Path, default=Path("public"), help="published site")
    parser.add_argument("--port", type=int, default=8080, help="port on 127.0.0.1")
    options = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, exit_on_sigterm)
    try:
        return serve(options.root, options.port)
    except ServeError as error:
        print(f"serve: error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
