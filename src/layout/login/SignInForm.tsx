import { useState } from 'react';
import { Alert, Button, CardContent, CircularProgress, Stack } from '@mui/material';
import { email, Form, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';

interface Credentials {
  email: string;
  password: string;
}

/** E-mail and password; each sign-in error of spec 1 §8 shows here, in the user's language. */
export const SignInForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = (values: Partial<Credentials>) => {
    setLoading(true);
    setError(null);
    login(values).catch((reason: unknown) => {
      setLoading(false);
      const key = reason instanceof Error && reason.message.startsWith('auth.errors.') ? reason.message : 'auth.errors.generic';
      setError(key);
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320 }}>
        <Stack>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(error)}
            </Alert>
          ) : null}
          <TextInput source="email" type="email" label="auth.email" autoComplete="username" autoFocus validate={[required(), email()]} />
          <PasswordInput source="password" label="auth.password" autoComplete="current-password" validate={required()} />
          <Button type="submit" variant="contained" disabled={loading} fullWidth sx={{ mt: 1 }}>
            {loading ? <CircularProgress size={19} thickness={3} /> : translate('auth.sign_in')}
          </Button>
        </Stack>
      </CardContent>
    </Form>
  );
};
