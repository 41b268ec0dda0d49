import os
import subprocess
import sys
from pathlib import Path

PLATFORM = Path(__file__).resolve().parents[2] / "platform"
PRODUCTION = {
    "DEBUG": "false",
    "SECRET_KEY": "k" * 20 + "production-secret-with-enough-entropy-%^&*(" + "x" * 20,
    "ALLOWED_HOSTS": "consult.example.in",
    "HTTPS": "true",
    "SITE_NAME": "Consult",
    "SMS_BACKEND": "console",
    "REDIS_URL": "redis://127.0.0.1:6379/0",  # several processes: they share one VAPID key
    "VAPID_PRIVATE_KEY": "T_Y1NyKjx5rV3nQhpxRASnVxR22mU2WZc2MYeQF2qpc",  # a test key
}


def manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=PLATFORM,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_deploy_check_is_clean_with_production_values():
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_deploy_check_flags_plain_http():
    result = manage(
        "check", "--deploy", "--fail-level", "WARNING", env={**PRODUCTION, "HTTPS": "false"}
    )
    assert result.returncode != 0
    assert "SECURE_SSL_REDIRECT" in result.stderr + result.stdout


def test_deploy_check_names_what_production_must_not_keep():
    """The embedded SECRET_KEY (public: it is in the repository), and several processes each
    making a VAPID key of their own."""
    embedded = {name: value for name, value in PRODUCTION.items() if name != "SECRET_KEY"}
    env = {**os.environ, **embedded}
    env.pop("SECRET_KEY", None)
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=PLATFORM, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 1 and "accounts.E001" in result.stderr
    result = manage(
        "check", "--deploy", "--fail-level", "WARNING", env={**PRODUCTION, "VAPID_PRIVATE_KEY": ""}
    )
    assert result.returncode == 1 and "notifications.W001" in result.stderr
