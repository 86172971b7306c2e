// Vue 3: the element in a template, a bound property and an event listener.
import 'hexone/define';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
