"""Events searched as professionals are (profiles' migration 0002): a search document kept in
`search_text`, filled here for the events there are; on PostgreSQL a trigram index of it and a
stored, generated full-text vector with its own index, so that no query computes to_tsvector
row by row. The vector weighs the title's words above the rest (ts_rank's 'A' against 'D'):
a title that matches ranks above a short description that does. SQLite searches without them.
pg_trgm and its functions' costs come from profiles' migration 0002."""

from django.db import migrations, models

BATCH = 500  # events whose search text one statement fills
INDEXES = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS events_search_trgm ON events_event "
    "USING gin (search_text gin_trgm_ops)",
    "ALTER TABLE events_event ADD COLUMN search_vector tsvector GENERATED ALWAYS AS ("
    "setweight(to_tsvector('simple'::regconfig, title), 'A') || "
    "to_tsvector('simple'::regconfig, search_text)) STORED",
    "CREATE INDEX IF NOT EXISTS events_search_fts ON events_event USING gin (search_vector)",
]
DROP = [
    "DROP INDEX IF EXISTS events_search_fts",
    "ALTER TABLE events_event DROP COLUMN IF EXISTS search_vector",
    "DROP INDEX IF EXISTS events_search_trgm",
]


def run(statements):
    def apply(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return apply


def documents_of_existing_events(apps, schema_editor):
    """What Event.save() writes (models.search_text_of, as it is today), a batch at a time."""
    Event = apps.get_model("events", "Event")
    rows = Event.objects.select_related("host").only("title", "short_description", "host__name")
    batch = []
    for event in rows.order_by("pk").iterator(chunk_size=BATCH):
        text = f"{event.title} {event.short_description} {event.host.name}"
        event.search_text = " " + " ".join(text.lower().split())
        batch.append(event)
        if len(batch) == BATCH:
            Event.objects.bulk_update(batch, ["search_text"])
            batch = []
    Event.objects.bulk_update(batch, ["search_text"])


class Migration(migrations.Migration):
    dependencies = [("events", "0001_initial"), ("profiles", "0002_search_indexes")]

    operations = [
        migrations.AddField(
            model_name="event",
            name="search_text",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(documents_of_existing_events, migrations.RunPython.noop),
        migrations.RunPython(run(INDEXES), run(DROP)),
    ]
