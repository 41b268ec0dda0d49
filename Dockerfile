# The production images: `app` (the built web app and the ASGI server) and `proxy` (nginx in
# front). Build: docker build --target app -t marketplace .   Topology: docker-compose.yml.

FROM node:20-bookworm-slim AS webapp
WORKDIR /src/webapp
COPY webapp/package.json webapp/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY webapp/ ./
RUN npm run build

FROM python:3.11-slim-bookworm AS app
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 UV_PYTHON_DOWNLOADS=never \
    UV_PROJECT_ENVIRONMENT=/venv PATH=/venv/bin:$PATH
RUN pip install --no-cache-dir uv==0.13.8
WORKDIR /app
COPY pyproject.toml uv.lock ./
RUN uv sync --frozen --no-dev --no-install-project
COPY platform/ platform/
COPY realtime/ realtime/
COPY wiring/ wiring/
RUN uv sync --frozen --no-dev
COPY --from=webapp /src/webapp/dist webapp/dist
RUN python -m whitenoise.compress --quiet webapp/dist
RUN cd platform && SECRET_KEY=build-only python manage.py collectstatic --noinput -v 0
RUN useradd --system --home /app app && mkdir -p /app/var && chown app /app/var
USER app
WORKDIR /app/platform
EXPOSE 8000
# uvicorn, chosen over daphne by the load tests (loadtests/README.md, "Figures"). Only the proxy
# reaches it, so it trusts the proxy's X-Forwarded-For; keep-alive outlasts nginx's 60 s; frames
# are not compressed (once per socket, and most of a socket's memory: loadtests/README.md).
CMD ["uvicorn", "marketplace.asgi:application", "--host", "0.0.0.0", "--port", "8000", \
     "--proxy-headers", "--forwarded-allow-ips", "*", "--timeout-keep-alive", "75", \
     "--ws-per-message-deflate", "false", \
     "--no-access-log", "--lifespan", "off", "--log-level", "warning"]

# The reverse proxy (docker-compose.yml's `proxy`): nginx with the built web app's assets and the
# admin's files, from deploy/nginx.conf.template (the same file `make prod` uses).
FROM nginx:1.27-bookworm AS proxy
COPY --from=app /app/webapp/dist /srv/webapp
COPY --from=app /app/var/static /srv/static
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
