"""Issued papers never change in the database itself, not only in the model: on PostgreSQL a
trigger refuses UPDATE and DELETE of an invoice or a credit note, whoever sends them (a
queryset's update(), a shell, a bug). TRUNCATE, which the test runner uses to empty tables,
is not a row change."""

from django.db import migrations

CREATE = """
CREATE FUNCTION invoices_paper_never_changes() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'an issued paper never changes: issue a credit note';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER invoices_invoice_never_changes BEFORE UPDATE OR DELETE ON invoices_invoice
    FOR EACH ROW EXECUTE FUNCTION invoices_paper_never_changes();
CREATE TRIGGER invoices_creditnote_never_changes BEFORE UPDATE OR DELETE
    ON invoices_creditnote FOR EACH ROW EXECUTE FUNCTION invoices_paper_never_changes();
"""
DROP = """
DROP TRIGGER IF EXISTS invoices_invoice_never_changes ON invoices_invoice;
DROP TRIGGER IF EXISTS invoices_creditnote_never_changes ON invoices_creditnote;
DROP FUNCTION IF EXISTS invoices_paper_never_changes();
"""


def _on_postgresql(sql):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute(sql)

    return run


class Migration(migrations.Migration):
    dependencies = [("invoices", "0001_initial")]

    operations = [migrations.RunPython(_on_postgresql(CREATE), _on_postgresql(DROP))]
