from django.db import migrations, models

import marketplace.profiles.models


class Migration(migrations.Migration):
    """The professional's cancellation policy; every existing profile gets today's rule."""

    dependencies = [
        ("profiles", "0007_plan_duration_minutes"),
    ]

    operations = [
        migrations.AddField(
            model_name="profile",
            name="cancellation_policy",
            field=models.JSONField(default=marketplace.profiles.models.default_cancellation_policy),
        ),
    ]
