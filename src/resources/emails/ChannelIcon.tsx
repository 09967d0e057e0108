import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { useEmailFormats } from './useEmailFormats';

/** An e-mail's envelope or an SMS's bubble, named for screen readers. */
export const ChannelIcon = ({ channel }: { channel: 'email' | 'sms' }) => {
  const { channel: name } = useEmailFormats();
  const Icon = channel === 'sms' ? SmsOutlinedIcon : MailOutlineIcon;
  return <Icon fontSize="small" color="action" titleAccess={name(channel)} />;
};
