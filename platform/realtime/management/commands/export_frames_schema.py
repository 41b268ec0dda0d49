"""`make api-types` writes webapp/frames.schema.json with this; the web app's frame types
(webapp/src/shared/socket/frames.d.ts) are generated from that file."""

from pathlib import Path

from django.core.management.base import BaseCommand

from realtime import frames


class Command(BaseCommand):
    help = "Write every server frame's declaration as one JSON Schema."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--output", required=True, help="where to write the schema")

    def handle(self, *args, output: str, **options) -> None:
        Path(output).write_text(frames.schema_text())
