import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../../layout/Spinner';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import {
  confirmVisitorBooking,
  fetchVisitorTeeTimes,
  holdVisitorTeeTime,
  type VisitorBooking as Booking,
  type VisitorTeeTimes,
} from '../../providers/visitorBookingApi';

const label = (name: string) => `fairway.tee_sheet.visitors.${name}`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The server's refusal in words: a field's message, or its `detail`. */
function refusalOf(error: unknown): string {
  if (error instanceof HttpError) {
    const errors = formErrors(error.body);
    const first = errors && Object.values(errors)[0];
    if (typeof first === 'string') return first;
    if (first && typeof first === 'object' && 'serverError' in first) return String(first.serverError);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * `/golf-course/{golf_course_id}/tee-times`: visitors book a club's tee time without an account. They choose a day
 * and one of the times open to them, give their name, e-mail, Handicap Index and players; the places are held while
 * the code mailed to them confirms the booking. The green fees are paid on arrival.
 */
export function VisitorBooking() {
  const translate = useTranslate();
  const golfCourseId = Number(useParams().golfCourseId);
  const [date, setDate] = useState(tomorrow);
  const [day, setDay] = useState<VisitorTeeTimes | 'missing' | undefined>(undefined);
  const [chosen, setChosen] = useState<{ time: string; tee: number } | null>(null);
  const [visitor, setVisitor] = useState({ name: '', email: '', handicap_index: '', players: '2' });
  const [held, setHeld] = useState<Booking | null>(null);
  const [code, setCode] = useState('');
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setDay(undefined);
    fetchVisitorTeeTimes(golfCourseId, date).then(
      (answer) => current && setDay(answer),
      (error: unknown) => current && setDay(error instanceof HttpError && error.status === 404 ? 'missing' : undefined),
    );
    return () => {
      current = false;
    };
  }, [golfCourseId, date, confirmed]);

  if (day === 'missing') return <Alert severity="warning">{translate(label('not_found'))}</Alert>;
  const money = (minor: number) =>
    day ? `${minorUnitsToDecimal(minor, currencyExponent(day.golf_course.currency))} ${day.golf_course.currency}` : '';

  const hold = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      setHeld(
        await holdVisitorTeeTime(golfCourseId, {
          date,
          ...chosen,
          tee: chosen.tee === 10 ? 10 : 1,
          name: visitor.name,
          email: visitor.email,
          handicap_index: Number(visitor.handicap_index),
          players: Number(visitor.players),
        }),
      );
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };
  const confirm = async () => {
    if (!held) return;
    setProblem(null);
    try {
      setConfirmed(await confirmVisitorBooking(golfCourseId, held.id, code));
      setHeld(null);
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', p: 2 }}>
      <Typography variant="h5" component="h1">
        {day ? `${day.golf_course.name}: ` : ''}
        {translate(label('title'))}
      </Typography>
      {confirmed ? (
        <Alert severity="success">
          {translate(label('confirmed'), {
            time: confirmed.time,
            date: confirmed.date,
            players: confirmed.players,
            amount: money(confirmed.green_fee_minor),
          })}
        </Alert>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {held ? (
        <Stack spacing={2}>
          <Alert severity="info">{translate(label('code_sent'), { email: visitor.email })}</Alert>
          <TextField
            label={translate(label('code'))}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
          />
          <Button variant="contained" onClick={() => void confirm()} disabled={code.length !== 6}>
            {translate(label('confirm'))}
          </Button>
        </Stack>
      ) : (
        <>
          <TextField
            type="date"
            label={translate(label('day'))}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setChosen(null);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {day === undefined ? (
            <Spinner />
          ) : day.times.length === 0 ? (
            <Typography color="text.secondary">{translate(label('no_times'))}</Typography>
          ) : (
            <ToggleButtonGroup
              exclusive
              value={chosen ? `${chosen.time}/${chosen.tee}` : null}
              onChange={(_event, value: string | null) => {
                const [time = '', tee = '1'] = value?.split('/') ?? [];
                setChosen(value ? { time, tee: Number(tee) } : null);
              }}
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              {day.times.map((slot) => (
                <ToggleButton
                  key={`${slot.time}/${slot.tee}`}
                  value={`${slot.time}/${slot.tee}`}
                  sx={{ flexDirection: 'column', minWidth: 96, border: 1, borderColor: 'divider' }}
                >
                  <Typography variant="subtitle1">
                    {slot.time}
                    {slot.tee === 10 ? ' (10th)' : ''}
                  </Typography>
                  <Typography variant="caption">
                    {translate(label('places_left'), { smart_count: slot.places_left })}
                  </Typography>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {chosen && day ? (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                {translate(label('green_fee'), {
                  amount: money(day.times.find((slot) => slot.time === chosen.time)?.green_fee_minor ?? 0),
                })}
              </Typography>
              {(['name', 'email', 'handicap_index', 'players'] as const).map((field) => (
                <TextField
                  key={field}
                  label={translate(label(field))}
                  value={visitor[field]}
                  type={field === 'email' ? 'email' : field === 'name' ? 'text' : 'number'}
                  onChange={(event) => setVisitor({ ...visitor, [field]: event.target.value })}
                  slotProps={
                    field === 'players'
                      ? { htmlInput: { min: 1, max: 4 } }
                      : field === 'handicap_index'
                        ? { htmlInput: { step: 0.1 } }
                        : {}
                  }
                />
              ))}
              <Button variant="contained" onClick={() => void hold()}>
                {translate(label('hold'))}
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
