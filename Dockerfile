# The production images: `app` (the built web app and its servers: gunicorn for HTTP, uvicorn
# for the sockets, the Razorpay sandbox) and `proxy` (nginx in front).
# Build: docker build --target app -t marketplace .   Topology: docker-compose.yml.

FROM node:20-bookworm-slim AS webapp
WORKDIR /src/webapp
COPY webapp/package.json webapp/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY webapp/ ./
RUN npm run build

FROM python:3.11-slim-bookworm AS app
# FORWARDED_ALLOW_IPS: only the proxy reaches these servers, so X-Forwarded-For is believed
# from any address (uvicorn reads it, and project/wsgi.py for gunicorn).
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 UV_PYTHON_DOWNLOADS=never \
    UV_PROJECT_ENVIRONMENT=/venv PATH=/venv/bin:$PATH FORWARDED_ALLOW_IPS=*
RUN pip install --no-cache-dir uv==0.13.8
# pg_dump, pg_restore and psql for the backups (deploy/backup.py; compose's `backup`): Debian
# bookworm's 15, the version of compose's postgres:15 (pg_dump cannot dump a newer server).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml uv.lock ./
RUN uv sync --frozen --no-dev --no-install-project
COPY platform/ platform/
RUN uv sync --frozen --no-dev
COPY deploy/backup.py deploy/backup.py
# The modules it imports (deploy/backups/), without a host's __pycache__.
COPY deploy/backups/*.py deploy/backups/
COPY --from=webapp /src/webapp/dist webapp/dist
RUN python -m whitenoise.compress --quiet webapp/dist
RUN cd platform && SECRET_KEY=build-only python manage.py collectstatic --noinput -v 0 \
    && SECRET_KEY=build-only python manage.py compile_catalogues -v 0
# var/metrics: where compose mounts the processes' shared metrics (PROMETHEUS_MULTIPROC_DIR);
# made here so that the volume, first mounted, is the app user's.
RUN useradd --system --home /app app && mkdir -p /app/var/metrics \
    && chown app /app/var /app/var/metrics
USER app
WORKDIR /app/platform
EXPOSE 8000
# The process answers (/healthz touches neither the database nor Redis; readiness is compose's
# /readyz). The slim image has no curl: python's urllib. The worker's service turns it off.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import urllib.request as r; r.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"]
# HTTP through gunicorn (project/wsgi.py), with the flags production runs everywhere
# (platform/project/servers.py): the synchronous views cost less CPU without an event loop
# (loadtests/README.md, "The booking path at the database's pace"). Compose's `sockets` run
# `python -m project.servers --host 0.0.0.0 --port 8000` (uvicorn), its `sandbox`
# `python -m project.servers sandbox --bind 0.0.0.0:8000`.
CMD ["python", "-m", "project.servers", "gunicorn", "--bind", "0.0.0.0:8000"]

# The reverse proxy (docker-compose.yml's `proxy`): nginx with the built web app's assets and the
# admin's files, from deploy/nginx.conf.template (the same file `make prod` uses).
FROM nginx:1.27-bookworm AS proxy
COPY --from=app /app/webapp/dist /srv/webapp
COPY --from=app /app/var/static /srv/static
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
