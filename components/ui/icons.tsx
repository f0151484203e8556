import {
  ArrowLeft,
  ArrowRight,
  Book,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Copy,
  Download,
  ExternalLink,
  Eye,
  FolderSearch,
  Gauge,
  Info,
  Key,
  LogOut,
  type LucideIcon,
  type LucideProps,
  Mail,
  MapPin,
  Menu,
  MessageCircleQuestionMark,
  MessageSquare,
  Pause,
  Phone,
  Play,
  Plus,
  Radar,
  RefreshCw,
  Rocket,
  Search,
  Sparkles,
  Star,
  TriangleAlert,
  UserX,
  Users,
  Webhook,
  X,
} from 'lucide-react';

// Lucide icons (lucide-react, ISC licence) under the app's own names. The app's defaults: 16 px,
// decorative (hidden from assistive technology, out of the tab order); any prop overrides them.
type IconProps = LucideProps & { size?: number };

function appIcon(Icon: LucideIcon, filled = false) {
  function AppIcon({ size = 16, ...props }: IconProps) {
    return <Icon size={size} fill={filled ? 'currentColor' : 'none'} aria-hidden="true" focusable="false" {...props} />;
  }
  AppIcon.displayName = `${Icon.displayName ?? 'Lucide'}Icon`;
  return AppIcon;
}

export const KeyIcon = appIcon(Key);
export const UsersIcon = appIcon(Users);
export const BookIcon = appIcon(Book);
export const RocketIcon = appIcon(Rocket);
export const CopyIcon = appIcon(Copy);
export const CheckIcon = appIcon(Check);
export const AlertIcon = appIcon(CircleAlert);
export const WarningIcon = appIcon(TriangleAlert);
export const InfoIcon = appIcon(Info);
export const LogOutIcon = appIcon(LogOut);
export const ChevronDownIcon = appIcon(ChevronDown);
export const PlusIcon = appIcon(Plus);
export const EyeIcon = appIcon(Eye);
export const RefreshIcon = appIcon(RefreshCw);
export const XIcon = appIcon(X);
export const MenuIcon = appIcon(Menu);
export const ArrowRightIcon = appIcon(ArrowRight);
export const SearchIcon = appIcon(Search);
export const WebhookIcon = appIcon(Webhook);
export const StarIcon = appIcon(Star);
export const StarFilledIcon = appIcon(Star, true);
export const DownloadIcon = appIcon(Download);
export const ExternalLinkIcon = appIcon(ExternalLink);
export const FolderSearchIcon = appIcon(FolderSearch);
export const GaugeIcon = appIcon(Gauge);
export const MessageQuestionIcon = appIcon(MessageCircleQuestionMark);
export const ChatIcon = appIcon(MessageSquare);
export const ArrowLeftIcon = appIcon(ArrowLeft);
export const ChevronLeftIcon = appIcon(ChevronLeft);
export const ChevronRightIcon = appIcon(ChevronRight);
export const MailIcon = appIcon(Mail);
export const PhoneIcon = appIcon(Phone);
export const SparklesIcon = appIcon(Sparkles);
export const UserXIcon = appIcon(UserX);
export const MapPinIcon = appIcon(MapPin);
export const RadarIcon = appIcon(Radar);
export const PauseIcon = appIcon(Pause);
export const PlayIcon = appIcon(Play);
