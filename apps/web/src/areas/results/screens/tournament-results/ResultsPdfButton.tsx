import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { downloadResultsPdf } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';

/** "PDF": saves the tournament's results sheet as the server prints it, on the club's paper. */
export function ResultsPdfButton({ tournamentId }: { tournamentId: number }) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const name = await downloadResultsPdf(tournamentId);
      notifyText(translate('fairway.results.pdf_saved', { name }), 'success');
    } catch (error) {
      notifyText(refusalOf(error), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outlined" disabled={saving} onClick={() => void save()}>
      {translate('fairway.results.pdf')}
    </Button>
  );
}
