#!/opt/moto/bin/python
"""The three `mc` commands deploy/docker-compose.yml runs, against the stand-in store:
`mc alias set NAME URL USER PASSWORD`, `mc mb [--ignore-existing] NAME/BUCKET` and
`mc ready local`. Anything else exits 2 saying so."""

import json
import sys
import urllib.error
import urllib.request
from pathlib import Path

import boto3

ALIASES = Path("/root/.mc/aliases.json")


def main(args: list[str]) -> int:
    if args[:2] == ["alias", "set"] and len(args) == 6:
        name, url, user, password = args[2:]
        ALIASES.write_text(json.dumps({name: [url, user, password]}))
        return 0
    if args[:1] == ["mb"]:
        ignore = "--ignore-existing" in args
        target = [a for a in args[1:] if not a.startswith("--")][0]
        name, bucket = target.split("/", 1)
        url, user, password = json.loads(ALIASES.read_text())[name]
        s3 = boto3.client(
            "s3",
            endpoint_url=url,
            aws_access_key_id=user,
            aws_secret_access_key=password,
            region_name="us-east-1",
        )
        try:
            s3.create_bucket(Bucket=bucket)
        except s3.exceptions.BucketAlreadyOwnedByYou:
            if not ignore:
                raise
        print(f"Bucket created successfully `{target}`.")
        return 0
    if args == ["ready", "local"]:
        try:
            urllib.request.urlopen("http://127.0.0.1:9000/", timeout=3)
        except urllib.error.HTTPError:
            pass  # any HTTP answer means the server is up
        except OSError:
            return 1
        return 0
    print(f"stand-in mc: {' '.join(args)!r} is not supported", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
