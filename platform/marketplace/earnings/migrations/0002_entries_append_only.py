"""The ledger is append-only in the database itself, not only in the model: on PostgreSQL a
trigger refuses UPDATE and DELETE of an entry, whoever sends them (a queryset's update(), a
shell, a bug). TRUNCATE, which the test runner uses to empty tables, is not a row change."""

from django.db import migrations

CREATE = """
CREATE FUNCTION earnings_entry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'ledger entries are append-only: add a correcting entry';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER earnings_entry_append_only BEFORE UPDATE OR DELETE ON earnings_entry
    FOR EACH ROW EXECUTE FUNCTION earnings_entry_append_only();
"""
DROP = """
DROP TRIGGER IF EXISTS earnings_entry_append_only ON earnings_entry;
DROP FUNCTION IF EXISTS earnings_entry_append_only();
"""


def _on_postgresql(sql):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute(sql)

    return run


class Migration(migrations.Migration):
    dependencies = [("earnings", "0001_initial")]

    operations = [migrations.RunPython(_on_postgresql(CREATE), _on_postgresql(DROP))]
