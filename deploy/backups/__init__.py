"""What deploy/backup.py (`make backup`, `make restore`) runs, in three parts: shared.py, what a
backup and a restore both know (the folder's file names, the database, the counts, the
checksums); taking.py, `backup`; restoring.py, `restore`. deploy/backup.py's docstring says
what each does, and sets Django up before calling them: nothing here imports Django (nor
psycopg) at its top, only inside the functions that run after that."""
