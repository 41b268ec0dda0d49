"""Search indexes on PostgreSQL: trigram (similar spelling and substring matches) and the
full-text expression that queries.py builds with SearchVector("search_text", config="simple").
SQLite, the embedded default, searches without them."""

from django.db import migrations

INDEXES = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS profiles_search_trgm ON profiles_profile "
    "USING gin (search_text gin_trgm_ops)",
    "CREATE INDEX IF NOT EXISTS profiles_search_fts ON profiles_profile "
    "USING gin (to_tsvector('simple'::regconfig, COALESCE(search_text, '')))",
]
DROP = ["DROP INDEX IF EXISTS profiles_search_fts", "DROP INDEX IF EXISTS profiles_search_trgm"]


def run(statements):
    def apply(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return apply


def profiles_for_existing_accounts(apps, schema_editor):
    User = apps.get_model("accounts", "User")
    Profile = apps.get_model("profiles", "Profile")
    for user in User.objects.filter(profile__isnull=True).iterator():
        Profile.objects.create(user=user, search_text=f" {user.name.lower()}")


class Migration(migrations.Migration):
    dependencies = [("profiles", "0001_initial"), ("accounts", "0001_initial")]

    operations = [
        migrations.RunPython(run(INDEXES), run(DROP)),
        migrations.RunPython(profiles_for_existing_accounts, migrations.RunPython.noop),
    ]
