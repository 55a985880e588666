import { attachmentLimits } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { uploadAttachment } from '../../providers/attachmentsApi';
import { HttpError } from '../../providers/httpClient';

/** The words of an image input, as i18n keys. */
export interface ImageInputLabels {
  title: string;
  preview: string;
  none: string;
  choose: string;
  remove: string;
  hint: string;
}

/**
 * An image of a record (a club's logo, a person's photo): a preview, a button to choose an image (sent at once; the
 * server checks and re-encodes it), and one to take it away. The form keeps the uploaded image's id in `source`; the
 * record's `previewSource` holds the address of the image it has now.
 */
export function ImageInput({
  source,
  previewSource,
  labels,
}: {
  source: string;
  previewSource: string;
  labels: ImageInputLabels;
}) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  const { field } = useInput({ source });
  const current = record?.[previewSource];
  const [preview, setPreview] = useState<string | null>(typeof current === 'string' ? current : null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > attachmentLimits.maxBytes) {
      setError(translate('fairway.image.too_large'));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadAttachment(file);
      field.onChange(uploaded.id);
      setPreview(uploaded.url);
    } catch (failure) {
      const body = failure instanceof HttpError ? (failure.body as { file?: string[] } | null) : null;
      setError(body?.file?.join(' ') ?? (failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {translate(labels.title)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={translate(labels.preview)}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate(labels.none)}
            </Typography>
          )}
        </Box>
        <Stack spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={uploading}>
            {translate(uploading ? 'fairway.image.uploading' : labels.choose)}
            <input
              id={inputId}
              type="file"
              accept={attachmentLimits.contentTypes.join(',')}
              hidden
              onChange={(event) => void choose(event)}
            />
          </Button>
          {preview ? (
            <Button
              onClick={() => {
                field.onChange(null);
                setPreview(null);
              }}
            >
              {translate(labels.remove)}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={error !== null}>{error ?? translate(labels.hint)}</FormHelperText>
    </Box>
  );
}
