"""Search on PostgreSQL: a trigram index (similar spelling and substring matches) and a stored,
generated full-text vector of the search document with its own index, so that no query has to
compute to_tsvector row by row. SQLite, the embedded default, searches without them."""

from django.db import migrations

INDEXES = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS profiles_search_trgm ON profiles_profile "
    "USING gin (search_text gin_trgm_ops)",
    "ALTER TABLE profiles_profile ADD COLUMN search_vector tsvector "
    "GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED",
    "CREATE INDEX IF NOT EXISTS profiles_search_fts ON profiles_profile USING gin (search_vector)",
    # pg_trgm declares word_similarity as cheap as an addition, so the planner prefers scanning
    # every row with it to the trigram index; its real cost is closer to a hundred times that.
    # Altering an extension's function needs its owner: without that right the default stays.
    """DO $$ BEGIN
        ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
        ALTER FUNCTION word_similarity(text, text) COST 100;
    EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'pg_trgm function costs left as they are';
    END $$""",
]
DROP = [
    "ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1",
    "ALTER FUNCTION word_similarity(text, text) COST 1",
    "DROP INDEX IF EXISTS profiles_search_fts",
    "ALTER TABLE profiles_profile DROP COLUMN IF EXISTS search_vector",
    "DROP INDEX IF EXISTS profiles_search_trgm",
]


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
