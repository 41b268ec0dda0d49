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
