import { useState, type FormEvent } from 'react';
import { navigate } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { invitePath, parseInvite } from './invite';

export function JoinByLink() {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invite = parseInvite(text);
    setInvalid(!invite);
    if (invite) navigate(invitePath(invite));
  };
  return (
    <form className="join-link panel" data-testid="join-link" onSubmit={submit}>
      <h2>{t('home.join.title')}</h2>
      <label className="field">
        <span>{t('home.join.label')}</span>
        <input
          type="text"
          inputMode="url"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'join-link-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" data-action="join-link">
        {t('home.join.submit')}
      </button>
      {invalid && (
        <p id="join-link-error" role="alert" className="api-error">
          {t('home.join.invalid')}
        </p>
      )}
    </form>
  );
}
