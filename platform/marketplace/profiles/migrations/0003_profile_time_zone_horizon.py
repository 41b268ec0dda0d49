import django.core.validators
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("profiles", "0002_search_indexes")]

    operations = [
        migrations.AddField(
            model_name="profile",
            name="time_zone",
            field=models.CharField(default="Asia/Kolkata", max_length=64),
        ),
        migrations.AddField(
            model_name="profile",
            name="booking_horizon_days",
            field=models.PositiveSmallIntegerField(
                default=60,
                help_text="How many days ahead clients may book (1-365).",
                validators=[
                    django.core.validators.MinValueValidator(1),
                    django.core.validators.MaxValueValidator(365),
                ],
            ),
        ),
    ]
