from django.urls import path

from home import views

app_name = "home"

urlpatterns = [
    path("", views.index, name="index"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("playground/", views.playground_view, name="playground"),
    path("playground/clips/<int:clip_id>.<str:fmt>", views.clip_audio, name="clip-audio"),
]
