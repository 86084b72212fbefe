#!/bin/sh
# compose.yaml's storage-init (the minio/mc image): the app's bucket on MinIO and the app's own
# key, allowed that bucket only. Safe to run again at every `up`.
set -eu

mc alias set local http://storage:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"

printf '%s' "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\",\
\"Action\":[\"s3:ListBucket\",\"s3:GetBucketLocation\",\"s3:ListBucketMultipartUploads\"],\
\"Resource\":[\"arn:aws:s3:::$S3_BUCKET\"]},{\"Effect\":\"Allow\",\
\"Action\":[\"s3:GetObject\",\"s3:PutObject\",\"s3:DeleteObject\",\"s3:AbortMultipartUpload\",\"s3:ListMultipartUploadParts\"],\
\"Resource\":[\"arn:aws:s3:::$S3_BUCKET/*\"]}]}" >/tmp/agency-site-policy.json
mc admin policy create local agency-site /tmp/agency-site-policy.json
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching twice is an error: the second `up` finds it attached.
if ! out=$(mc admin policy attach local agency-site --user "$S3_ACCESS_KEY_ID" 2>&1); then
  case "$out" in
    *already*) ;;
    *) echo "$out" >&2; exit 1 ;;
  esac
fi
echo "bucket $S3_BUCKET and key $S3_ACCESS_KEY_ID ready"
