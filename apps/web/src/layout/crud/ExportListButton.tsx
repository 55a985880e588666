import Button from '@mui/material/Button';
import { mdiDownload } from '@mdi/js';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { MdiIcon } from '../MdiIcon';
import { useCourseMeta } from './courseScope';
import { listToCsv, type CsvColumn } from './listToCsv';
import { useNotifyText } from '../useNotifyText';

/** Excel reads a CSV without a byte-order mark in the local code page, which garbles names such as "Zürich". */
const UTF8_BOM = '\uFEFF';

/** Export: the whole list as it is searched, filtered and sorted, in the list's columns, as `{resource}.csv`. */
export function ExportListButton({ columns }: { columns: readonly CsvColumn[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notifyText = useNotifyText();
  const { resource, filter, filterValues, sort, total } = useListContext();
  const meta = useCourseMeta();
  const [exporting, setExporting] = useState(false);

  const onClick = async () => {
    setExporting(true);
    try {
      const csv = await listToCsv(dataProvider, {
        resource,
        filter: { ...filterValues, ...filter },
        sort,
        columns,
        meta,
      });
      downloadCSV(UTF8_BOM + csv, resource);
    } catch (error) {
      notifyText(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button onClick={onClick} disabled={exporting || total === 0} startIcon={<MdiIcon path={mdiDownload} />}>
      {translate('ra.action.export')}
    </Button>
  );
}
