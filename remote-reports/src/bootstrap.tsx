import { renderStandaloneRemote } from '@pads/shared';
import routes from './routes';

void renderStandaloneRemote({ title: 'Reports', routes });
